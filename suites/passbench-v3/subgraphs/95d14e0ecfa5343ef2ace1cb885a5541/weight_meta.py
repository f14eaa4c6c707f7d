class Program_weight_tensor_meta_L_hidden_states_:
    name = "L_hidden_states_"
    shape = [1, 1024, 18]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.00012979629811482596
    std = 0.00938629922009673
    data = None


class Program_weight_tensor_meta_L_self_modules_conv_parameters_weight_:
    name = "L_self_modules_conv_parameters_weight_"
    shape = [1024, 512, 16]
    dtype = "torch.float32"
    device = "cpu"
    mean = 8.969023248204058e-07
    std = 0.015626347204588713
    data = None


class Program_weight_tensor_meta_L_self_modules_conv_parameters_bias_:
    name = "L_self_modules_conv_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0002519881982152583
    std = 0.004585957782988501
    data = None
