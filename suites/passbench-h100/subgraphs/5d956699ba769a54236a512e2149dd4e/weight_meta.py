class Program_weight_tensor_meta_hidden_states_2:
    name = "hidden_states_2"
    shape = [1, 17, 4096]
    dtype = "torch.float16"
    device = "cpu"
    mean = 6.096850227294958e-05
    std = 0.005899188857076467
    data = None
    min_val = -0.02430114708840847
    max_val = 0.02657557651400566


class Program_weight_tensor_meta_L_self_modules_qa_classifier_modules_output_modules_dense_parameters_weight_:
    name = "L_self_modules_qa_classifier_modules_output_modules_dense_parameters_weight_"
    shape = [1024, 4096]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_qa_classifier_modules_output_modules_dense_parameters_bias_:
    name = "L_self_modules_qa_classifier_modules_output_modules_dense_parameters_bias_"
    shape = [1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
