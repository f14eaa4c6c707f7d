class Program_weight_tensor_meta_hidden_states_14:
    name = "hidden_states_14"
    shape = [1, 128, 1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0015965364145174021
    std = 0.44912816787339555
    data = None
    min_val = -2.0057687759399414
    max_val = 1.9728888273239136


class Program_weight_tensor_meta_dropout_7:
    name = "dropout_7"
    shape = [1, 128, 1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -5.87167274735418e-05
    std = 0.005529688131085108
    data = None
    min_val = -0.01971694454550743
    max_val = 0.020258991047739983
