class Program_weight_tensor_meta_image_embeds:
    name = "image_embeds"
    shape = [1, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = -1.539691676238908e-08
    std = 3.078085774343396e-07
    data = None
    min_val = -8.908945119401324e-07
    max_val = 1.0627418305375613e-06
