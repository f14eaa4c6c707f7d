class Program_weight_tensor_meta_query_states:
    name = "query_states"
    shape = [1, 16, 264, 80]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -4.601875302781622e-05
    std = 0.142898127166764
    data = None
    min_val = -0.6824880838394165
    max_val = 0.6749860644340515


class Program_weight_tensor_meta_key_states:
    name = "key_states"
    shape = [1, 16, 264, 80]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -1.0905056121187018e-05
    std = 0.14285674338565574
    data = None
    min_val = -0.7061735987663269
    max_val = 0.6586068272590637


class Program_weight_tensor_meta_value_states:
    name = "value_states"
    shape = [1, 16, 264, 80]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.00020155258997992456
    std = 0.14328733780336492
    data = None
    min_val = -0.7382045984268188
    max_val = 0.666006326675415
