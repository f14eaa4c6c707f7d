class Program_weight_tensor_meta_query_states:
    name = "query_states"
    shape = [1, 16, 206, 80]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0005391091430366236
    std = 0.14598386014572906
    data = None
    min_val = -0.6940349340438843
    max_val = 0.5448569059371948


class Program_weight_tensor_meta_key_states:
    name = "key_states"
    shape = [1, 16, 206, 80]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.003648046415190368
    std = 0.1431970566277226
    data = None
    min_val = -0.5735886693000793
    max_val = 0.7239258885383606


class Program_weight_tensor_meta_value_states:
    name = "value_states"
    shape = [1, 16, 206, 80]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0011257566417039822
    std = 0.142844578132551
    data = None
    min_val = -0.6012811660766602
    max_val = 0.6114727854728699
