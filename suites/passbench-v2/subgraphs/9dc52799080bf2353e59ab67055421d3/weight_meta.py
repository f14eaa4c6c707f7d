class Program_weight_tensor_meta_q_rot_1:
    name = "q_rot_1"
    shape = [1, 16, 256, 40]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0009905167104945585
    std = 0.9997901430192009
    data = None
    min_val = -4.160651206970215
    max_val = 4.577785491943359


class Program_weight_tensor_meta_cos_4:
    name = "cos_4"
    shape = [1, 1, 256, 40]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.4178882697643417
    std = 0.7084700593856591
    data = None
    min_val = -0.9999985098838806
    max_val = 1.0
