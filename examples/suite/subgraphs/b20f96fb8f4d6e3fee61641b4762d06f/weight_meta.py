class Program_weight_tensor_meta_hidden:
    name = "hidden"
    shape = [2, 16, 256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 5.5065117077646164e-05
    std = 0.0075822889877537126
    data = None
    min_val = -0.02825063094496727
    max_val = 0.02480599842965603


class Program_weight_tensor_meta_L_fc2_weight_:
    name = "L_fc2_weight_"
    shape = [64, 256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_fc2_bias_:
    name = "L_fc2_bias_"
    shape = [64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.02
    data = None
