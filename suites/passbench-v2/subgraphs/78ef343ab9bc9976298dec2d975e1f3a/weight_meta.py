class Program_weight_tensor_meta_hidden_states_283:
    name = "hidden_states_283"
    shape = [1, 1500, 1280]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0037783372985760707
    std = 0.13256139784924426
    data = None
    min_val = -0.6480297446250916
    max_val = 0.6504287719726562


class Program_weight_tensor_meta_hidden_states_288:
    name = "hidden_states_288"
    shape = [1, 1500, 1280]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.000550552542559367
    std = 0.02111467589825093
    data = None
    min_val = -0.10340595990419388
    max_val = 0.09737889468669891
