class Program_weight_tensor_meta_x_134:
    name = "x_134"
    shape = [1, 512, 50, 50]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0


class Program_weight_tensor_meta_scale_43:
    name = "scale_43"
    shape = [1, 512, 1, 1]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.17703441341291182
    std = 0.0068837379883337005
    data = None
    min_val = 0.1584390252828598
    max_val = 0.19429150223731995


class Program_weight_tensor_meta_bias_87:
    name = "bias_87"
    shape = [1, 512, 1, 1]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.7267941725440323
    std = 0.35388399172151636
    data = None
    min_val = -0.6007964611053467
    max_val = 1.7645907402038574
