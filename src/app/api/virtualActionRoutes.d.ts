declare module 'virtual:action-routes' {
  const packedActionRoutes: import('../../shared/api/actionRoutes').PackedActionRoutes;
  export default packedActionRoutes;
}
