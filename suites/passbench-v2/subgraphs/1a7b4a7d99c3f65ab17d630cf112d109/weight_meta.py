class Program_weight_tensor_meta_text_embeds:
    name = "text_embeds"
    shape = [1, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0006988866812207561
    std = 0.026472200417198565
    data = None
    min_val = -0.08771347999572754
    max_val = 0.10548079013824463


class Program_weight_tensor_meta_image_embeds_1:
    name = "image_embeds_1"
    shape = [1, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0016505615243656753
    std = 0.03607011298148209
    data = None
    min_val = -0.12066890299320221
    max_val = 0.10900535434484482
