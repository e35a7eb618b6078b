import { useCallback, useContext } from 'react';
import { UNSAFE_DataRouterContext, useNavigate, useSearchParams, type NavigateOptions } from 'react-router-dom';

/**
 * Changes the address's query from what the address holds now, not from what the last render saw.
 *
 * The router draws a change of address in a transition, which a slow phone finishes a while later; react-router's
 * own `setSearchParams(current => …)` starts from the query of the last render, so a second choice made before
 * that render (the number of rooms just after the room) wrote the older query back and the first choice was lost
 * from the address (and from a reload, sign-in or the checkout's way back). The router's own state is current as
 * soon as the change is made; outside a data router (a test's plain router) the rendered query is all there is.
 */
export function useSearchParamsUpdate(): (update: (current: URLSearchParams) => URLSearchParams, options?: NavigateOptions) => void {
  const [rendered] = useSearchParams();
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const navigate = useNavigate();
  return useCallback(
    (update, options) => {
      const current = new URLSearchParams(router ? router.state.location.search : rendered);
      void navigate(`?${update(current).toString()}`, options);
    },
    [router, rendered, navigate],
  );
}
