class Program_weight_tensor_meta_attention_output_23:
    name = "attention_output_23"
    shape = [1, 128, 1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = 5.8223262837664436e-06
    std = 0.11135495285699841
    data = None
    min_val = -0.38313114643096924
    max_val = 0.4632606506347656


class Program_weight_tensor_meta_hidden_states_143:
    name = "hidden_states_143"
    shape = [1, 128, 1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0009077793928829181
    std = 0.01735264854354221
    data = None
    min_val = -0.06388787925243378
    max_val = 0.06483335793018341


class Program_weight_tensor_meta_L_args_0_modules_encoder_modules_ln_parameters_weight_:
    name = "L_args_0_modules_encoder_modules_ln_parameters_weight_"
    shape = [1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_args_0_modules_encoder_modules_ln_parameters_bias_:
    name = "L_args_0_modules_encoder_modules_ln_parameters_bias_"
    shape = [1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
