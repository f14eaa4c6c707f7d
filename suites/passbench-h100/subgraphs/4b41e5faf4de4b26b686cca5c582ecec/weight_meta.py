class Program_weight_tensor_meta_dict_getitem_L_stack0_list_dict_keys_L_stack0_0_:
    name = "dict_getitem_L_stack0_list_dict_keys_L_stack0_0_"
    shape = [1, 17, 1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.039
    std = 0.412
    data = None


class Program_weight_tensor_meta_L_self_modules_qa_classifier_modules_intermediate_modules_dense_parameters_weight_:
    name = "L_self_modules_qa_classifier_modules_intermediate_modules_dense_parameters_weight_"
    shape = [4096, 1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_qa_classifier_modules_intermediate_modules_dense_parameters_bias_:
    name = "L_self_modules_qa_classifier_modules_intermediate_modules_dense_parameters_bias_"
    shape = [4096]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
