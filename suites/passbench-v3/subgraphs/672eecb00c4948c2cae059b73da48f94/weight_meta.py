class Program_weight_tensor_meta_hidden_states_43:
    name = "hidden_states_43"
    shape = [1, 49, 4096]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0009974992587572088
    std = 0.1291200558417501
    data = None
    min_val = -0.5517142415046692
    max_val = 0.5808321833610535
