class Program_weight_tensor_meta_cat_4:
    name = "cat_4"
    shape = [1, 16, 128, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0008573422426920718
    std = 0.13059277089539892
    data = None
    min_val = -0.5201922655105591
    max_val = 0.5669153928756714


class Program_weight_tensor_meta_sin_4:
    name = "sin_4"
    shape = [1, 1, 128, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.1558912697205006
    std = 0.49164287652502614
    data = None
    min_val = -0.9999954104423523
    max_val = 0.9999924898147583


class Program_weight_tensor_meta_mul_9:
    name = "mul_9"
    shape = [1, 16, 128, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0007963208863618844
    std = 0.1123592888361474
    data = None
    min_val = -0.5289837121963501
    max_val = 0.5664816498756409
