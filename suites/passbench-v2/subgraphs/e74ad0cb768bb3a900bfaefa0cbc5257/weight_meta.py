class Program_weight_tensor_meta_mul_9:
    name = "mul_9"
    shape = [1, 20, 1500, 32]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.00014437057443991843
    std = 0.09643188878624646
    data = None
    min_val = -0.5829192996025085
    max_val = 0.5867549777030945


class Program_weight_tensor_meta_mul_10:
    name = "mul_10"
    shape = [1, 20, 1500, 32]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0005381197030592336
    std = 0.0840506749466576
    data = None
    min_val = -0.5560738444328308
    max_val = 0.5595075488090515


class Program_weight_tensor_meta_q_embed_2:
    name = "q_embed_2"
    shape = [1, 20, 1500, 32]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.000626735754715519
    std = 0.12743102952262925
    data = None
    min_val = -0.609792172908783
    max_val = 0.5783999562263489


class Program_weight_tensor_meta_q_pass_1:
    name = "q_pass_1"
    shape = [1, 20, 1500, 32]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0018991201171413878
    std = 0.12766440345528116
    data = None
    min_val = -0.6453868746757507
    max_val = 0.6767880916595459


class Program_weight_tensor_meta_k_pass_1:
    name = "k_pass_1"
    shape = [1, 20, 1500, 32]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.00023474063136096778
    std = 0.12749173080664214
    data = None
    min_val = -0.6475384831428528
    max_val = 0.6707479357719421
