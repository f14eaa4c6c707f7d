class Program_weight_tensor_meta_key_states_9:
    name = "key_states_9"
    shape = [1, 8, 34, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0043304950783602395
    std = 0.1871587394434993
    data = None
    min_val = -0.7180090546607971
    max_val = 0.7799385786056519


class Program_weight_tensor_meta_value_states_9:
    name = "value_states_9"
    shape = [1, 8, 34, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0028392906554285326
    std = 0.1292014887413768
    data = None
    min_val = -0.5004313588142395
    max_val = 0.6962641477584839
