import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Mock } from 'vitest';
import { aiMessages, type ConciergeResponse, type SalesResponse } from '@suvarna/contracts';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { AiDemosPage } from './ai-demos-page';

const sales: SalesResponse = {
  response: 'Rooms still free for the coming weekend (28 Nov to 30 Nov):\nthe hills: 66.7% free (16 of 24 room-nights).',
  topic: 'weekend',
  figures: [{ key: 'free:hills', label: 'the hills: rooms free', value: 66.7, unit: 'percent', measured_over: '28 Nov to 30 Nov; 1 open hotel, 12 rooms' }],
  suggestions: [],
  lang: 'en',
  question_lang: 'en',
  citations: [],
};

const concierge: ConciergeResponse = {
  response: 'Suvarna Rajmahal Jaipur में फ़ाइन डाइनिंग रेस्तरां है। (स्रोत: Suvarna Rajmahal Jaipur)',
  suggestions: ['जयपुर में क्या करें'],
  status: 'answered',
  lang: 'hi',
  question_lang: 'hi',
  citations: [{ kind: 'hotel', label: 'Suvarna Rajmahal Jaipur', hotel_id: '12' }],
};

describe('AiDemosPage', () => {
  let fetchMock: Mock<(request: Request) => Promise<Response>>;
  let salesStatus = 200;

  beforeEach(() => {
    salesStatus = 200;
    fetchMock = vi.fn(async (request: Request) => {
      const path = new URL(request.url).pathname;
      if (path === '/api/ai/sales') return jsonResponse(salesStatus === 200 ? sales : { detail: 'AI service is unavailable' }, salesStatus);
      if (path === '/api/ai/concierge') return jsonResponse(concierge);
      return jsonResponse({ detail: 'Not found' }, 404);
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const panel = (id: string) => screen.getByTestId(id);
  const bots = (id: string) => panel(id).querySelectorAll('[data-type="bot"]');

  it('when a guest asks the sales assistant, then the service answers with its figures and what each was measured over', async () => {
    const { user } = renderWithProviders(<AiDemosPage />);
    await user.type(within(panel('panel-sales')).getByRole('textbox'), 'How busy is the coming weekend?{Enter}');
    await waitFor(() => expect(bots('panel-sales')).toHaveLength(2), { timeout: 3000 });
    expect(fetchMock.mock.calls.some(([r]) => new URL(r.url).pathname === '/api/ai/sales')).toBe(true);
    const figures = within(panel('panel-sales')).getByLabelText('Live figures');
    expect(figures).toHaveTextContent('the hills: rooms free66.7%28 Nov to 30 Nov; 1 open hotel, 12 rooms');
  });

  it('when the sales assistant cannot answer, then the spec’s failure message shows', async () => {
    salesStatus = 503;
    const { user } = renderWithProviders(<AiDemosPage />);
    await user.type(within(panel('panel-sales')).getByRole('textbox'), 'Any deals?{Enter}');
    await waitFor(() => expect(bots('panel-sales')[1]).toHaveTextContent(aiMessages.analyticsFailure), { timeout: 3000 });
  });

  it('when the concierge answers in Hindi, then both messages carry their lang and the cited hotel links to its page', async () => {
    const { user } = renderWithProviders(<AiDemosPage />);
    await user.type(within(panel('panel-concierge')).getByRole('textbox'), 'जयपुर में नाश्ता कब मिलता है?{Enter}');
    await waitFor(() => expect(bots('panel-concierge')).toHaveLength(2), { timeout: 3000 });
    const question = panel('panel-concierge').querySelector('[data-type="user"]')!;
    const answer = bots('panel-concierge')[1]!;
    expect(question.getAttribute('lang')).toBe('hi');
    expect(answer.getAttribute('lang')).toBe('hi');
    expect(answer).toHaveTextContent('मैं इनमें भी आपकी मदद कर सकता हूँ: जयपुर में क्या करें');
    expect(within(answer as HTMLElement).getByRole('link', { name: 'Suvarna Rajmahal Jaipur' })).toHaveAttribute('href', '/hotels/12');
  });
});
