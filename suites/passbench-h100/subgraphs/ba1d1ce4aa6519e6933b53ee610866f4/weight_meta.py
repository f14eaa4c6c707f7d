class Program_weight_tensor_meta_hidden_states_4:
    name = "hidden_states_4"
    shape = [1, 17, 1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.3685509027596426e-05
    std = 0.001519628809477477
    data = None
    min_val = -0.006049766205251217
    max_val = 0.005982539616525173


class Program_weight_tensor_meta_dict_getitem_L_stack0_list_dict_keys_L_stack0_0_:
    name = "dict_getitem_L_stack0_list_dict_keys_L_stack0_0_"
    shape = [1, 17, 1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.039
    std = 0.412
    data = None


class Program_weight_tensor_meta_L_self_modules_qa_classifier_modules_output_modules_LayerNorm_parameters_weight_:
    name = "L_self_modules_qa_classifier_modules_output_modules_LayerNorm_parameters_weight_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_qa_classifier_modules_output_modules_LayerNorm_parameters_bias_:
    name = "L_self_modules_qa_classifier_modules_output_modules_LayerNorm_parameters_bias_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
