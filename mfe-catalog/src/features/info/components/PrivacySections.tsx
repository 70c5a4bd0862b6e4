/** The body of the privacy policy, section by section, matching what the site does. */
export function PrivacySections({ storeName }: { storeName: string }) {
  return (
    <>
      <section aria-labelledby="cat-privacy-account">
        <h2 id="cat-privacy-account">Your account</h2>
        <p>
          When you sign up we ask for a username, your email address and a password. Sign-in is handled by Firebase
          Authentication, a Google service: your password goes to Firebase and is never seen or stored by us. We keep a
          record of your account (username, email, whether the email is verified, and whether you are a customer or a
          shop administrator) on our own server.
        </p>
      </section>

      <section aria-labelledby="cat-privacy-cart">
        <h2 id="cat-privacy-cart">Your cart and wishlist</h2>
        <p>
          While you are signed out, your cart and wishlist are kept only in your browser’s local storage. When you sign
          in, they are saved on our server with your account, so they follow you to other devices, and the items from
          your browser are added to them. Logging out clears them from the screen.
        </p>
      </section>

      <section aria-labelledby="cat-privacy-reviews">
        <h2 id="cat-privacy-reviews">Reviews you write</h2>
        <p>
          Reviews you post on a product page (a name, a message and a rating) are stored only in your own browser’s
          local storage. They are not sent to us and other shoppers do not see them. Clearing your browser’s site data
          deletes them.
        </p>
      </section>

      <section aria-labelledby="cat-privacy-checkout">
        <h2 id="cat-privacy-checkout">Checkout and payment</h2>
        <p>
          At checkout you give us your name, email, phone number and delivery address. We email these billing details,
          with your order’s quantity and total, to our team so we can arrange delivery, and we keep a record of the
          order. Payments are processed by Razorpay Software Pvt. Ltd.: card, UPI and bank details go directly to
          Razorpay and never reach
          {` ${storeName}`}. Razorpay tells us only whether a payment succeeded, with its payment and order numbers.
        </p>
      </section>

      <section aria-labelledby="cat-privacy-use">
        <h2 id="cat-privacy-use">How we use your data</h2>
        <ul>
          <li>to run your account, your cart and your wishlist;</li>
          <li>to take payment, deliver your order and handle returns and refunds;</li>
          <li>to answer you when you contact us, including through the chat window on the site;</li>
          <li>to keep the site secure, for example by limiting repeated failed requests.</li>
        </ul>
        <p>We do not send marketing emails unless you ask us to, and we do not use advertising trackers.</p>
      </section>

      <section aria-labelledby="cat-privacy-sharing">
        <h2 id="cat-privacy-sharing">Who else handles your data</h2>
        <ul>
          <li>Google Firebase, for sign-in;</li>
          <li>Razorpay, for payments;</li>
          <li>our courier partners, who receive your name, phone number and address to deliver your order;</li>
          <li>the provider of our chat widget, for messages you send through it;</li>
          <li>Cloudinary, which hosts product photographs (it receives no customer data).</li>
        </ul>
        <p>We share data with authorities only when Indian law requires it.</p>
      </section>

      <section aria-labelledby="cat-privacy-storage">
        <h2 id="cat-privacy-storage">Local storage and cookies</h2>
        <p>
          The site uses your browser’s local storage for your signed-out cart and wishlist, your reviews, and to keep
          you signed in. We do not use advertising or analytics cookies.
        </p>
      </section>

      <section aria-labelledby="cat-privacy-retention">
        <h2 id="cat-privacy-retention">How long we keep it</h2>
        <p>
          Your account, saved cart and wishlist are kept until you ask us to delete them; deleting your account removes
          all three. Order and payment records are kept for eight years, as Indian tax law requires.
        </p>
      </section>

      <section aria-labelledby="cat-privacy-rights">
        <h2 id="cat-privacy-rights">Your rights</h2>
        <p>
          Under the Digital Personal Data Protection Act, 2023 you may ask us for a summary of the data we hold about
          you, ask us to correct or delete it, withdraw your consent, and nominate someone to act for you. You may also
          complain to the Data Protection Board of India.
        </p>
      </section>

      <section aria-labelledby="cat-privacy-changes">
        <h2 id="cat-privacy-changes">Changes to this policy</h2>
        <p>
          If we change this policy we will update the date at the top, and tell signed-in customers by email of any
          important change.
        </p>
      </section>
    </>
  );
}
