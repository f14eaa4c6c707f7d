class Program_weight_tensor_meta_text_embeds:
    name = "text_embeds"
    shape = [1, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.00020255794515833259
    std = 0.19799122556081647
    data = None
    min_val = -0.6205077171325684
    max_val = 0.632779061794281


class Program_weight_tensor_meta_image_embeds_1:
    name = "image_embeds_1"
    shape = [1, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0010116801121853314
    std = 0.04422580468801589
    data = None
    min_val = -0.2003515213727951
    max_val = 0.14207130670547485
