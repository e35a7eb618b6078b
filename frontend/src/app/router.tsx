import { createBrowserRouter } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { LoadingView } from '../components/feedback/loading-view';
import { RouteErrorFallback } from '../components/feedback/route-error-fallback';
import { AppLayout } from '../components/layout/app-layout';
import { RouteGuard } from '../features/auth/components/route-guard';

/**
 * Every screen of the spec's route table. Each page is its own chunk, loaded on first visit; a page that
 * throws (or whose chunk fails to load) shows the error fallback inside the header and footer.
 * Guards (login, guests-only, admin) wrap the matching entries as layout routes.
 */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    Component: AppLayout,
    ErrorBoundary: RouteErrorFallback,
    HydrateFallback: () => <LoadingView />,
    children: [
      {
        ErrorBoundary: RouteErrorFallback,
        children: [
          { index: true, lazy: async () => ({ Component: (await import('../routes/home-route')).HomeRoute }) },
          { path: 'brand', lazy: async () => ({ Component: (await import('../routes/brand-route')).BrandRoute }) },
          { path: 'team', lazy: async () => ({ Component: (await import('../routes/team-route')).TeamRoute }) },
          { path: 'hotels', lazy: async () => ({ Component: (await import('../routes/hotels-route')).HotelsRoute }) },
          { path: 'hotels/:hotelId', lazy: async () => ({ Component: (await import('../routes/hotel-detail-route')).HotelDetailRoute }) },
          { path: 'pre-openings', lazy: async () => ({ Component: (await import('../routes/pre-openings-route')).PreOpeningsRoute }) },
          { path: 'future-projects', lazy: async () => ({ Component: (await import('../routes/future-projects-route')).FutureProjectsRoute }) },
          { path: 'partners', lazy: async () => ({ Component: (await import('../routes/partners-route')).PartnersRoute }) },
          { path: 'book-now', lazy: async () => ({ Component: (await import('../routes/book-now-route')).BookNowRoute }) },
          { path: 'contact', lazy: async () => ({ Component: (await import('../routes/contact-route')).ContactRoute }) },
          { path: 'ai-demos', lazy: async () => ({ Component: (await import('../routes/ai-demos-route')).AiDemosRoute }) },
          { path: 'ai-showcase', lazy: async () => ({ Component: (await import('../routes/ai-showcase-route')).AiShowcaseRoute }) },
          { path: 'privacy', lazy: async () => ({ Component: (await import('../routes/privacy-route')).PrivacyRoute }) },
          // Spec: /cookies shows the privacy page.
          { path: 'cookies', lazy: async () => ({ Component: (await import('../routes/privacy-route')).PrivacyRoute }) },
          { path: 'terms', lazy: async () => ({ Component: (await import('../routes/terms-route')).TermsRoute }) },
          { path: 'work-with-us', lazy: async () => ({ Component: (await import('../routes/work-with-us-route')).WorkWithUsRoute }) },
          { path: 'booking-success', lazy: async () => ({ Component: (await import('../routes/booking-success-route')).BookingSuccessRoute }) },
          { path: 'booking-cancel', lazy: async () => ({ Component: (await import('../routes/booking-cancel-route')).BookingCancelRoute }) },
          { path: 'unauthorized', lazy: async () => ({ Component: (await import('../routes/unauthorized-route')).UnauthorizedRoute }) },
          // The link of the welcome e-mail: opened in any browser, signed in or not.
          { path: 'verify-email', lazy: async () => ({ Component: (await import('../routes/verify-email-route')).VerifyEmailRoute }) },
          // The link of the one question sent to a guest address typed into a booking.
          { path: 'guest-emails', lazy: async () => ({ Component: (await import('../routes/guest-emails-route')).GuestEmailsRoute }) },
          // Spec: a signed-in user is sent to /dashboard.
          {
            element: <RouteGuard access="guestsOnly" />,
            children: [
              { path: 'login', lazy: async () => ({ Component: (await import('../routes/login-route')).LoginRoute }) },
              { path: 'register', lazy: async () => ({ Component: (await import('../routes/register-route')).RegisterRoute }) },
            ],
          },
          // Login required; the HR and department pages have no role check on the client (spec).
          {
            element: <RouteGuard access="signedIn" />,
            children: [
              { path: 'dashboard', lazy: async () => ({ Component: (await import('../routes/dashboard-route')).DashboardRoute }) },
              { path: 'applicant-dashboard', lazy: async () => ({ Component: (await import('../routes/applicant-dashboard-route')).ApplicantDashboardRoute }) },
              { path: 'hr-dashboard', lazy: async () => ({ Component: (await import('../routes/hr-dashboard-route')).HrDashboardRoute }) },
              { path: 'department-dashboard', lazy: async () => ({ Component: (await import('../routes/department-dashboard-route')).DepartmentDashboardRoute }) },
              { path: 'profile', lazy: async () => ({ Component: (await import('../routes/profile-route')).ProfileRoute }) },
              { path: 'booking/:id', lazy: async () => ({ Component: (await import('../routes/booking-detail-route')).BookingDetailRoute }) },
            ],
          },
          // Role admin or manager; anyone else goes to /unauthorized.
          {
            element: <RouteGuard access="admin" />,
            children: [
              { path: 'admin/hotels', lazy: async () => ({ Component: (await import('../routes/admin-hotels-route')).AdminHotelsRoute }) },
              { path: 'admin/bookings', lazy: async () => ({ Component: (await import('../routes/admin-bookings-route')).AdminBookingsRoute }) },
              { path: 'admin/analytics', lazy: async () => ({ Component: (await import('../routes/admin-analytics-route')).AdminAnalyticsRoute }) },
              { path: 'admin/*', lazy: async () => ({ Component: (await import('../routes/not-found-route')).NotFoundRoute }) },
            ],
          },
          { path: '*', lazy: async () => ({ Component: (await import('../routes/not-found-route')).NotFoundRoute }) },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
