import { Link, Navigate, type LinkComponentProps, type NavigateOptions } from '@tanstack/react-router';
import { consoleRouter, type ConsoleRouter } from './routes';

// Links and moves inside the console, checked against the console's own routes: a path that does not exist, a
// missing parameter or a search key the route does not read fails typecheck. TanStack Router checks its
// components against the one router registered for the bundle, the PWA's, so each is narrowed to the console's
// router here and handed on unchanged (the casts drop only the type, never a value).

export type ConsoleLinkProps<TTo extends string | undefined> = LinkComponentProps<'a', ConsoleRouter, string, TTo>;
export type ConsoleMove<TTo extends string | undefined, TFrom extends string = string> = NavigateOptions<ConsoleRouter, TFrom, TTo>;

/** A real anchor (a new tab works); a plain click moves in place. Marked `aria-current="page"` while active. */
export function ConsoleLink<const TTo extends string | undefined>(props: ConsoleLinkProps<TTo>) {
  return <Link {...(props as LinkComponentProps)} />;
}

/** Moves as soon as it renders (a signed-out visitor to the sign-in). */
export function ConsoleRedirect<const TTo extends string | undefined>(props: ConsoleMove<TTo>) {
  return <Navigate {...(props as NavigateOptions)} />;
}

/** Moves from an event handler: a filter, a page, a row opened. */
export function goTo<const TTo extends string | undefined, const TFrom extends string = string>(move: ConsoleMove<TTo, TFrom>): void {
  void consoleRouter.navigate(move as NavigateOptions);
}
