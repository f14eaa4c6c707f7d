class Program_weight_tensor_meta_q_rot_2:
    name = "q_rot_2"
    shape = [1, 20, 1500, 32]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.002849517024899292
    std = 0.13979700915547397
    data = None
    min_val = -0.6262956261634827
    max_val = 0.6401183605194092


class Program_weight_tensor_meta_cos_5:
    name = "cos_5"
    shape = [1, 1, 1500, 32]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.2277617433890482
    std = 0.7190105075530574
    data = None
    min_val = -1.0
    max_val = 1.0


class Program_weight_tensor_meta_sin_5:
    name = "sin_5"
    shape = [1, 1, 1500, 32]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.16935733296037453
    std = 0.6344176417576498
    data = None
    min_val = -1.0
    max_val = 1.0
