class Program_weight_tensor_meta_x_39:
    name = "x_39"
    shape = [1, 96, 14, 14]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -3.2651171409264274e-05
    std = 0.0005395881907382904
    data = None
    min_val = -0.0018717561615630984
    max_val = 0.0020067808218300343


class Program_weight_tensor_meta_reshape_2:
    name = "reshape_2"
    shape = [1, 96, 1, 1]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0


class Program_weight_tensor_meta_input_3:
    name = "input_3"
    shape = [1, 96, 14, 14]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.00436281518010423
    std = 0.06677286064558555
    data = None
    min_val = -0.27889859676361084
    max_val = 0.23600594699382782


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_downsample_modules_0_parameters_weight_:
    name = "L_self_modules_stages_modules_3_modules_downsample_modules_0_parameters_weight_"
    shape = [96]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_downsample_modules_0_parameters_bias_:
    name = "L_self_modules_stages_modules_3_modules_downsample_modules_0_parameters_bias_"
    shape = [96]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
