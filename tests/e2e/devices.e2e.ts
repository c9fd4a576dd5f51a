import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations } from './axe';
import { joinLive } from './steps';

// The arena's audio: sound the browser holds back, and the visitor's microphone and speaker.

const sizes = [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
];

const peakLevel = async (page: Page) =>
  Number(await page.getByRole('meter', { name: 'Debate audio level' }).getAttribute('data-peak-level'));

for (const size of sizes) {
  test(`at ${size.width}x${size.height}, audio the browser held back plays from its first words after Enable audio`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    // Safari's rule, in Chromium: audio may start only inside the handler of the visitor's own click or key
    // press. The Join Battle click is long over when the call's audio starts, so the debate's sound is held back.
    // (Chromium's --autoplay-policy cannot show this under Playwright, which marks every page as activated.)
    await page.addInitScript(() => {
      let inGesture = false;
      for (const type of ['pointerdown', 'keydown', 'click']) {
        window.addEventListener(
          type,
          (event) => {
            if (!event.isTrusted) return;
            inGesture = true;
            setTimeout(() => (inGesture = false), 0);
          },
          true,
        );
      }
      const Real = window.AudioContext;
      window.AudioContext = class HeldBack extends Real {
        constructor(options?: AudioContextOptions) {
          super(options);
          if (!inGesture) void super.suspend();
        }
        override resume(): Promise<void> {
          return inGesture ? super.resume() : new Promise<void>(() => undefined);
        }
      };
    });
    await joinLive(page, 'morality-debate');

    const enable = page.getByRole('button', { name: 'Enable audio' });
    await expect(enable).toBeVisible();
    await expect(
      page.getByRole('alert').filter({ hasText: "holding back the debate's sound" }),
    ).toBeVisible();
    await expectNoA11yViolations(page, 'audio held back');
    // The moderator has begun (his words are in the transcript), and nothing has been heard.
    await expect(page.getByRole('region', { name: 'Live Transcript' })).toContainText('Welcome to the', {
      timeout: 20_000,
    });
    expect(await peakLevel(page)).toBe(0);

    await enable.click();
    await expect(enable).toHaveCount(0);
    // What was held back plays now: the meter moves, the welcome is heard from its start.
    await expect.poll(() => peakLevel(page), { timeout: 15_000 }).toBeGreaterThan(0.05);
  });

  test(`at ${size.width}x${size.height}, the visitor picks a microphone and a speaker, and a microphone unplugged mid-call is replaced or said lost`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    // Records what the page asks of getUserMedia, and fails it on demand, as a machine with no microphone left.
    await page.addInitScript(() => {
      const w = window as unknown as {
        __calls: { deviceId: string | null; stream: MediaStream }[];
        __failMic: boolean;
      };
      w.__calls = [];
      w.__failMic = false;
      const original = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
      navigator.mediaDevices.getUserMedia = async (constraints) => {
        const audio = constraints?.audio;
        // The call's own capture asks for echo cancellation; the level meter and the mic check do not.
        const forCall = typeof audio === 'object' && audio.echoCancellation !== undefined;
        if (forCall && w.__failMic) throw new DOMException('Requested device not found', 'NotFoundError');
        const stream = await original(constraints);
        if (forCall) {
          const exact =
            typeof audio === 'object' ? (audio.deviceId as { exact?: string } | undefined)?.exact : undefined;
          w.__calls.push({ deviceId: exact ?? null, stream });
        }
        return stream;
      };
    });
    const callMics = () =>
      page.evaluate(() =>
        (window as unknown as { __calls: { deviceId: string | null }[] }).__calls.map((c) => c.deviceId),
      );
    const unplug = () =>
      page.evaluate(() => {
        const calls = (window as unknown as { __calls: { stream: MediaStream }[] }).__calls;
        calls.at(-1)?.stream.getAudioTracks()[0]?.dispatchEvent(new Event('ended'));
      });

    await joinLive(page, 'morality-debate');
    await page.getByRole('button', { name: 'Join Debate' }).click();
    await expect.poll(callMics).toEqual([null]);

    await page.getByText('Audio devices').click();
    const microphone = page.getByRole('combobox', { name: 'Microphone' });
    const inputs = await microphone
      .getByRole('option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    expect(inputs.length).toBeGreaterThan(1);
    const chosen = inputs.at(-1) as string;
    await microphone.selectOption(chosen);
    await expect.poll(callMics).toEqual([null, chosen]);

    // Chromium can choose where sound plays: the speaker picker is there and takes a device without complaint.
    const speaker = page.getByRole('combobox', { name: 'Speaker' });
    await expect(speaker).toBeVisible();
    const outputs = await speaker
      .getByRole('option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    await speaker.selectOption(outputs.at(-1) as string);
    await expectNoA11yViolations(page, 'audio devices');

    // Unplugged, with another microphone at hand: the browser's default takes over, without a word.
    await unplug();
    await expect.poll(callMics).toEqual([null, chosen, null]);
    await expect(page.getByText('Microphone lost: choose another')).toHaveCount(0);

    // Unplugged, with none left: "Microphone lost", the picker open.
    await page.evaluate(() => ((window as unknown as { __failMic: boolean }).__failMic = true));
    await unplug();
    await expect(page.getByText('Microphone lost: choose another')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: /^Microphone lost/ })).toBeVisible();
    await expect(microphone).toBeVisible();
    await expectNoA11yViolations(page, 'microphone lost');

    // A microphone is back: choosing it clears the problem.
    await page.evaluate(() => ((window as unknown as { __failMic: boolean }).__failMic = false));
    await microphone.selectOption(inputs[0] as string);
    await expect(page.getByText('Microphone lost: choose another')).toHaveCount(0);
    await expect.poll(callMics).toEqual([null, chosen, null, inputs[0]]);
  });
}
