/** Spec §8: building a URL for a name the table does not hold. */
export class RouteNotRegisteredError extends Error {
  override readonly name = 'RouteNotRegisteredError';
  readonly code = 'route_not_registered';

  constructor(readonly routeName: string) {
    super('Route not registered in router');
  }
}
