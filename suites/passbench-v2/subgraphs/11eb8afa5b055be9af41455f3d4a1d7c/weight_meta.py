class Program_weight_tensor_meta_query_states_1:
    name = "query_states_1"
    shape = [1, 16, 128, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0012823756036232092
    std = 0.12796532498020513
    data = None
    min_val = -0.5888070464134216
    max_val = 0.5561822652816772


class Program_weight_tensor_meta_key_states_1:
    name = "key_states_1"
    shape = [1, 16, 128, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0003330191121208026
    std = 0.12732395422296602
    data = None
    min_val = -0.5591075420379639
    max_val = 0.5686237215995789


class Program_weight_tensor_meta_value_states_1:
    name = "value_states_1"
    shape = [1, 16, 128, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0006553843367775869
    std = 0.12690556644452866
    data = None
    min_val = -0.5874428749084473
    max_val = 0.5820403099060059


class Program_weight_tensor_meta_attention_mask_1:
    name = "attention_mask_1"
    shape = [1, 1, 128, 128]
    dtype = "torch.bool"
    device = "cpu"
    mean = None
    std = None
    data = None
