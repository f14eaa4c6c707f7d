class Program_weight_tensor_meta_image_embeds:
    name = "image_embeds"
    shape = [1, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.009100264440348838
    std = 0.19887023671323042
    data = None
    min_val = -0.665300190448761
    max_val = 0.6009939908981323
