class Program_weight_tensor_meta_x2_2:
    name = "x2_2"
    shape = [1, 20, 1500, 16]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.002399164581282002
    std = 0.12695129865310673
    data = None
    min_val = -0.550480306148529
    max_val = 0.5497202277183533


class Program_weight_tensor_meta_x1_2:
    name = "x1_2"
    shape = [1, 20, 1500, 16]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 6.985522604796751e-05
    std = 0.12788964126625332
    data = None
    min_val = -0.6127746105194092
    max_val = 0.5800760984420776


class Program_weight_tensor_meta_sin_4:
    name = "sin_4"
    shape = [1, 1, 1500, 32]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.16935733296037453
    std = 0.6344176417576498
    data = None
    min_val = -1.0
    max_val = 1.0


class Program_weight_tensor_meta_mul_7:
    name = "mul_7"
    shape = [1, 20, 1500, 32]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0009771263057571763
    std = 0.09609231464385379
    data = None
    min_val = -0.5329575538635254
    max_val = 0.5704466700553894


class Program_weight_tensor_meta_k_rot_1:
    name = "k_rot_1"
    shape = [1, 20, 1500, 32]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0014321011431482217
    std = 0.12791358160802477
    data = None
    min_val = -0.6430067420005798
    max_val = 0.6040986776351929


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
