class Program_weight_tensor_meta_hidden_states_108:
    name = "hidden_states_108"
    shape = [1, 64, 64, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 2.0602661424433047e-13
    std = 1.1081531161464404e-10
    data = None
    min_val = -5.359722665687627e-10
    max_val = 5.450215279090287e-10


class Program_weight_tensor_meta_hidden_states_111:
    name = "hidden_states_111"
    shape = [1, 64, 64, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 3.9757404412387046e-29
    std = 3.4058578177573746e-26
    data = None
    min_val = -1.7045300916206533e-25
    max_val = 1.7577006724872303e-25
