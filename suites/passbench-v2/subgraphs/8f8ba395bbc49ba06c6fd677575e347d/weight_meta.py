class Program_weight_tensor_meta_image_embeds:
    name = "image_embeds"
    shape = [1, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0006035903281826904
    std = 0.012984313373076721
    data = None
    min_val = -0.03738918900489807
    max_val = 0.04130850359797478
