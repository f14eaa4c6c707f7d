class Program_weight_tensor_meta_q_rot_1:
    name = "q_rot_1"
    shape = [1, 20, 1500, 32]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0012345099036649846
    std = 0.12742658982986865
    data = None
    min_val = -0.6127746105194092
    max_val = 0.5800760984420776


class Program_weight_tensor_meta_cos_4:
    name = "cos_4"
    shape = [1, 1, 1500, 32]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.2277617433890482
    std = 0.7190105075530574
    data = None
    min_val = -1.0
    max_val = 1.0
