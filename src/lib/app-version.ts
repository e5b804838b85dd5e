// The app's version as released (package.json), shown on the system page.
export { version as APP_VERSION } from '../../package.json';
