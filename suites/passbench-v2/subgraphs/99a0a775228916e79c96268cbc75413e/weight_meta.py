class Program_weight_tensor_meta_hidden_states_76:
    name = "hidden_states_76"
    shape = [1, 1, 4, 128, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.004517047860240098
    std = 0.9999310621191618
    data = None
    min_val = -4.086318492889404
    max_val = 4.478376388549805


class Program_weight_tensor_meta_value_states_11:
    name = "value_states_11"
    shape = [1, 1, 128, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.006769703494593965
    std = 0.9999240133410708
    data = None
    min_val = -4.442066192626953
    max_val = 4.36297607421875
