class Program_weight_tensor_meta_hidden_state_41:
    name = "hidden_state_41"
    shape = [1, 192, 1, 1]
    dtype = "torch.float16"
    device = "cpu"
    mean = 8.981962868964338e-24
    std = 4.2058008675013216e-23
    data = None
    min_val = -1.4595691270661517e-22
    max_val = 1.1341963154051622e-22


class Program_weight_tensor_meta_hidden_state_37:
    name = "hidden_state_37"
    shape = [1, 192, 7, 7]
    dtype = "torch.float16"
    device = "cpu"
    mean = 3.755965672158462e-21
    std = 2.1176599265253974e-19
    data = None
    min_val = -9.58014839462351e-19
    max_val = 9.942960151046924e-19
