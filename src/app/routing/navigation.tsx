/*
 * The app's navigation is React Router's (react-router-dom 7, a data router made from the shared
 * route table in appRoutes.tsx). Pages import these names from here, so the router is named in
 * one place: a real `<a href>` that works before hydration and in new tabs (Link), a link that
 * marks itself `aria-current="page"` (NavLink), a redirect inside the app (Navigate), and the
 * location and navigate hooks.
 */
export {
  Link,
  type LinkProps,
  type Location as AppLocation,
  Navigate,
  type NavigateFunction,
  type NavigateOptions,
  NavLink,
  useHref,
  useLocation,
  useNavigate,
} from 'react-router-dom';
