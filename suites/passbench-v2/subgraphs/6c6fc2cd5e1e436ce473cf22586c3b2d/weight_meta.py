class Program_weight_tensor_meta_variance:
    name = "variance"
    shape = [1, 16000, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.2625672287491785e-06
    std = 7.931891933182898e-07
    data = None
    min_val = 3.5014224408769223e-08
    max_val = 8.87476016941946e-06


class Program_weight_tensor_meta_hidden_states_2:
    name = "hidden_states_2"
    shape = [1, 16000, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 2.1679180477379173e-05
    std = 0.0011234321104805134
    data = None
    min_val = -0.006982661318033934
    max_val = 0.007786707952618599


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stem_modules_stage_modules_0_modules_norm_parameters_weight_:
    name = "L_self_modules_encoder_modules_stem_modules_stage_modules_0_modules_norm_parameters_weight_"
    shape = [32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]
