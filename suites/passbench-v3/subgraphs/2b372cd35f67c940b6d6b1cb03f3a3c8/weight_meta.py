class Program_weight_tensor_meta_hidden_states_77:
    name = "hidden_states_77"
    shape = [1, 512, 250]
    dtype = "torch.float16"
    device = "cpu"
    mean = 4.613317661068469e-08
    std = 4.878890558573405e-06
    data = None
    min_val = -2.4134133127517998e-05
    max_val = 2.3270393285201862e-05


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_3_modules_res_unit3_modules_conv1_parameters_weight_:
    name = "L_self_modules_encoder_modules_block_modules_3_modules_res_unit3_modules_conv1_parameters_weight_"
    shape = [512, 512, 7]
    dtype = "torch.float16"
    device = "cpu"
    mean = -2.0407759432731144e-05
    std = 0.02000159364661829
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_3_modules_res_unit3_modules_conv1_parameters_bias_:
    name = "L_self_modules_encoder_modules_block_modules_3_modules_res_unit3_modules_conv1_parameters_bias_"
    shape = [512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
