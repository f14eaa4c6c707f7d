class Program_weight_tensor_meta_hidden_states_5:
    name = "hidden_states_5"
    shape = [1, 49, 1, 32]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.00037426193904714324
    std = 0.022963767637569632
    data = None
    min_val = -0.07091479003429413
    max_val = 0.0823613852262497


class Program_weight_tensor_meta_key_layer:
    name = "key_layer"
    shape = [1, 1, 49, 32]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.00031888306859066375
    std = 0.02201819420442967
    data = None
    min_val = -0.0757717415690422
    max_val = 0.07440565526485443
