class Program_weight_tensor_meta_hidden_states_115:
    name = "hidden_states_115"
    shape = [1, 1500, 1280]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.02605318617752103
    std = 0.09468372658974387
    data = None
    min_val = -0.3557422161102295
    max_val = 0.4362211525440216


class Program_weight_tensor_meta_down_proj_14:
    name = "down_proj_14"
    shape = [1, 1500, 1280]
    dtype = "torch.float16"
    device = "cpu"
    mean = -6.376781833298845e-05
    std = 0.002959400157792889
    data = None
    min_val = -0.012181774713099003
    max_val = 0.013419607654213905
