class Program_weight_tensor_meta_x2_3:
    name = "x2_3"
    shape = [1, 12, 128, 32]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0006447745118561462
    std = 0.11227608085786916
    data = None
    min_val = -0.476144015789032
    max_val = 0.462460458278656


class Program_weight_tensor_meta_x1_3:
    name = "x1_3"
    shape = [1, 12, 128, 32]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.008899018214378884
    std = 0.11031389447446005
    data = None
    min_val = -0.4115739166736603
    max_val = 0.4744548201560974


class Program_weight_tensor_meta_sin_4:
    name = "sin_4"
    shape = [1, 1, 128, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.21770545603059688
    std = 0.574276656589622
    data = None
    min_val = -0.9999993443489075
    max_val = 0.9999999403953552


class Program_weight_tensor_meta_mul_10:
    name = "mul_10"
    shape = [1, 12, 128, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.002635599975318656
    std = 0.08755291235583625
    data = None
    min_val = -0.4738735258579254
    max_val = 0.45263829827308655
