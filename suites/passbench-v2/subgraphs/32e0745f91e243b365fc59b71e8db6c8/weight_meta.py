class Program_weight_tensor_meta_k_rot:
    name = "k_rot"
    shape = [1, 16, 256, 40]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0011385977385844847
    std = 1.0028109662119276
    data = None
    min_val = -4.047834396362305
    max_val = 4.158320426940918


class Program_weight_tensor_meta_cos_3:
    name = "cos_3"
    shape = [1, 1, 256, 40]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.4178882697643417
    std = 0.7084700593856591
    data = None
    min_val = -0.9999985098838806
    max_val = 1.0


class Program_weight_tensor_meta_sin_3:
    name = "sin_3"
    shape = [1, 1, 256, 40]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.1708573149355857
    std = 0.5425173911322063
    data = None
    min_val = -0.999994158744812
    max_val = 0.9999999403953552
