class Program_weight_tensor_meta_hidden_states_7:
    name = "hidden_states_7"
    shape = [1, 128, 1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.002052178095421908
    std = 0.448177164556371
    data = None
    min_val = -2.0442001819610596
    max_val = 1.9695336818695068


class Program_weight_tensor_meta_dropout_4:
    name = "dropout_4"
    shape = [1, 128, 1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.00026649880248123814
    std = 0.005106281612674069
    data = None
    min_val = -0.014678285457193851
    max_val = 0.014432473108172417
