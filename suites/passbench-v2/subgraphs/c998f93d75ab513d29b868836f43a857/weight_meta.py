class Program_weight_tensor_meta_q_rot:
    name = "q_rot"
    shape = [1, 16, 256, 40]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.000803689033149188
    std = 0.999988009398164
    data = None
    min_val = -3.9785494804382324
    max_val = 4.330527305603027


class Program_weight_tensor_meta_cos_3:
    name = "cos_3"
    shape = [1, 1, 256, 40]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.4178882697643417
    std = 0.7084700593856591
    data = None
    min_val = -0.9999985098838806
    max_val = 1.0


class Program_weight_tensor_meta_sin_3:
    name = "sin_3"
    shape = [1, 1, 256, 40]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.1708573149355857
    std = 0.5425173911322063
    data = None
    min_val = -0.999994158744812
    max_val = 0.9999999403953552
