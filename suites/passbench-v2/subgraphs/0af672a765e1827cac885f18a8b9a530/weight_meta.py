class Program_weight_tensor_meta_output_1:
    name = "output_1"
    shape = [1, 20, 1024]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.000321456436643075
    std = 0.010641298711082395
    data = None
    min_val = -0.05615234375
    max_val = 0.0517578125


class Program_weight_tensor_meta_hidden_states_35:
    name = "hidden_states_35"
    shape = [1, 20, 1024]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.00011521362466737628
    std = 0.008780953595976389
    data = None
    min_val = -0.0400390625
    max_val = 0.052734375
