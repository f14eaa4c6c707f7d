class Program_weight_tensor_meta_hidden_state_51:
    name = "hidden_state_51"
    shape = [1, 384, 1, 1]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.1746932374717486e-25
    std = 9.390118627926231e-25
    data = None
    min_val = -2.36073607306399e-24
    max_val = 3.615017418186799e-24


class Program_weight_tensor_meta_hidden_state_47:
    name = "hidden_state_47"
    shape = [1, 384, 7, 7]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -2.9400840463879345e-23
    std = 2.9398228489919977e-21
    data = None
    min_val = -1.3039424760280175e-20
    max_val = 1.250243913989121e-20
