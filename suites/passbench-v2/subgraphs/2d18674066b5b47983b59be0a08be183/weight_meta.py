class Program_weight_tensor_meta_query_states_2:
    name = "query_states_2"
    shape = [1, 8, 300, 32]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 2.294280254666603e-08
    std = 2.6666334758891233e-06
    data = None
    min_val = -7.113796982594067e-06
    max_val = 1.1170472134836018e-05


class Program_weight_tensor_meta_key_states_2:
    name = "key_states_2"
    shape = [1, 8, 300, 32]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -1.1126091034553351e-07
    std = 2.748285886532267e-06
    data = None
    min_val = -7.362451469816733e-06
    max_val = 6.861558176751714e-06


class Program_weight_tensor_meta_value_states_2:
    name = "value_states_2"
    shape = [1, 8, 300, 32]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 2.5330280236154275e-22
    std = 8.432145681640527e-20
    data = None
    min_val = -3.4303715085032803e-19
    max_val = 3.2759885869279146e-19
