import { expect, SEEDED_ACCOUNTS, test } from '@formation/mock-testing';

/**
 * A QA scenario as a team outside this repository writes it, run by the packed kit in a project of
 * its own (pack.test.ts), with a stand-in of the site at `baseURL`. The provider's payment page is
 * a page of the mock, and exists only in this test's data set.
 */
test('a learner pays online on the provider page, and the enrollment is confirmed', async ({
  page,
  mock,
  baseURL,
}) => {
  await mock.setClock('2026-11-22T08:00:00.000Z');
  const learner = await mock.signIn(page, SEEDED_ACCOUNTS.learner);
  const course = await mock.api.courses.bySlug({ params: { slug: 'devops-foundation' } });
  if (course.status !== 200) throw new Error(`course answered ${String(course.status)}`);
  const enrollment = await mock.api.enrollments.create({
    extraHeaders: learner.headers,
    body: {
      courseId: course.body.id,
      fullName: learner.user.fullName,
      email: learner.user.email,
      appointmentTime: '2026-11-28T14:30:00.000Z',
      paymentMethod: 'online',
    },
  });
  if (enrollment.status !== 201) throw new Error(`enrollment answered ${String(enrollment.status)}`);
  const payment = await mock.api.payments.online({
    extraHeaders: learner.headers,
    body: { enrollmentId: enrollment.body.id, returnUrl: new URL('/merci', baseURL).href },
  });
  if (payment.status !== 201 || payment.body.checkoutUrl === null)
    throw new Error(`payment answered ${String(payment.status)}: ${JSON.stringify(payment.body)}`);

  await page.goto(payment.body.checkoutUrl);
  await page.getByRole('button', { name: 'Payer (succès)' }).click();
  await expect(page).toHaveURL(/\/merci\?payment=\d+&status=succeeded$/);

  const mine = await mock.api.enrollments.mine({ extraHeaders: learner.headers });
  expect(mine.status === 200 && mine.body.map((row) => row.status)).toEqual(['confirmed']);
});
