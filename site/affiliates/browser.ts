import { ConfigSchemas } from '../../schemas/cms/configs';
import { UtmAcceptedSchema } from '../../schemas/affiliates';
import { api } from '../core/api';
import { captureLanding, cookieString, sendPendingUtm } from './capture';

const storage = () => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

/** The landing capture in this browser (capture.ts), with the page, its cookies and the platform's calls. */
export function captureThisLanding(country: () => Promise<string | null>): Promise<string | null> {
  return captureLanding({
    search: window.location.search,
    pathname: window.location.pathname,
    referrer: document.referrer,
    host: window.location.hostname,
    cookie: document.cookie,
    country,
    now: Date.now(),
    setCookie: (name, value, maxAge) => {
      document.cookie = cookieString(name, value, maxAge, window.location.protocol === 'https:');
    },
    referrerConfig: () =>
      api
        .get('/api/fe/config/stag-by-referrer-name', { schema: ConfigSchemas['stag-by-referrer-name'], retries: 1, logCode: 'STAG_BY_REFERRER_ERROR' })
        .catch(() => null),
    sendUtmSet: async (utm) => {
      await api.post('/log_utm_set', { utmMetrics: utm }, { schema: UtmAcceptedSchema, retries: 1 }).catch(() => undefined);
    },
    storage: storage(),
  });
}

/** The signed-in player's pending UTM set, attached once (the platform keeps the first). */
export function sendThisPendingUtm(): Promise<boolean> {
  return sendPendingUtm(storage(), async () => {
    await api.post('/log_utm_send', { utmMetrics: {} }, { schema: UtmAcceptedSchema, retries: 1 });
  }).catch(() => false);
}
