class Program_weight_tensor_meta_hidden_states_4:
    name = "hidden_states_4"
    shape = [1, 10, 1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.031918656110969224
    std = 0.0687017128301186
    data = None
    min_val = -0.16918650269508362
    max_val = 0.3500586450099945


class Program_weight_tensor_meta_L_self_modules_0_modules_auto_model_modules_encoder_modules_layer_modules_0_modules_output_modules_dense_parameters_weight_:
    name = "L_self_modules_0_modules_auto_model_modules_encoder_modules_layer_modules_0_modules_output_modules_dense_parameters_weight_"
    shape = [256, 1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.05
    data = None


class Program_weight_tensor_meta_L_self_modules_0_modules_auto_model_modules_encoder_modules_layer_modules_0_modules_output_modules_dense_parameters_bias_:
    name = "L_self_modules_0_modules_auto_model_modules_encoder_modules_layer_modules_0_modules_output_modules_dense_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.001
    std = 0.057
    data = None
